import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { messageKey } from '@storefront/shared/contracts/message-key';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand, type SchemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { toastStore } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { renderWithProviders } from '@storefront/shared/ui/test-render';

const api = withTestApi();

const signUp = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: messageKey('validation.required') }), z.minLength(3, { error: messageKey('validation.minLength', { min: 3 }) })),
  email: z.string().check(z.trim(), z.email({ error: messageKey('validation.email') })),
});
type SignUp = z.output<typeof signUp>;

/** A schema whose download the test holds until it calls `arrive` (or `fail`). */
function heldSchema<S extends z.ZodMiniType>(schema: S) {
  let arrive = () => {};
  let fail = () => {};
  const load = jest.fn(
    () =>
      new Promise<S>((resolve, reject) => {
        arrive = () => resolve(schema);
        fail = () => reject(new TypeError('Failed to fetch'));
      }),
  );
  return { contract: schemaOnDemand(load), load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

const ready = () => schemaOnDemand(() => Promise.resolve(signUp));

interface ProbeProps<S extends z.ZodMiniType> {
  contract: SchemaOnDemand<S>;
  onSubmit: (data: z.output<S>) => Promise<unknown>;
  leavesOnSuccess?: boolean;
}

function Probe<S extends z.ZodMiniType>({ contract, onSubmit, leavesOnSuccess }: ProbeProps<S>) {
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(contract, {
    defaultValues: { name: '', email: '' },
    onSubmit,
    failureFallback: 'session.loginFailed',
    leavesOnSuccess,
  });
  return (
    <form aria-label="probe" onSubmit={submit} onFocus={prefetch} noValidate>
      {failure && <p role="alert">{failure}</p>}
      <TextField label="Name" {...register('name')} error={fieldError('name')} />
      <TextField label="Email" {...register('email')} error={fieldError('email')} />
      <Button type="submit" loading={sending}>
        Send
      </Button>
    </form>
  );
}

/** The probe sending through the real API's newsletter sign-up, whose mutation shows its failure in the form. */
function NewsletterProbe({ contract }: { contract: SchemaOnDemand<z.ZodMiniType> }) {
  const trpc = useTRPC();
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions({ meta: shownByTheCaller }));
  return <Probe contract={contract} onSubmit={(data) => subscribe.mutateAsync({ email: (data as SignUp).email })} />;
}

/** An onSubmit that stays pending until the test lets it finish. */
function pendingSend() {
  let finish = () => {};
  const onSubmit = jest.fn((_data: unknown) => new Promise<void>((resolve) => (finish = resolve)));
  return { onSubmit, finish: () => act(async () => finish()) };
}

const send = () => screen.getByRole('button', { name: 'Send' });
const probe = () => screen.getByRole('form', { name: 'probe' });

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), ' Lan ');
  await userEvent.type(screen.getByLabelText('Email'), 'lan@example.vn');
}

beforeEach(() => toastStore.setState({ toasts: [] }));

describe('the schema on demand', () => {
  it('is downloaded when the form is first focused, not before', async () => {
    const held = heldSchema(signUp);
    await renderWithProviders(<Probe contract={held.contract} onSubmit={jest.fn()} />);
    expect(held.load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Name'));
    expect(held.load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByLabelText('Email'));
    expect(held.load).toHaveBeenCalledTimes(1);
  });

  it('makes a submit before it arrives wait, then check and send the parsed values once', async () => {
    const held = heldSchema(signUp);
    const onSubmit = jest.fn(async () => {});
    await renderWithProviders(<Probe contract={held.contract} onSubmit={onSubmit} />);
    await fillValid();
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    expect(send()).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
    await held.arrive();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lan', email: 'lan@example.vn' }, { name: ' Lan ', email: 'lan@example.vn' });
    expect(send()).toBeEnabled();
  });

  it('checks at once a submit that came before it and fails, showing the errors', async () => {
    const held = heldSchema(signUp);
    const onSubmit = jest.fn(async () => {});
    await renderWithProviders(<Probe contract={held.contract} onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    await held.arrive();
    expect(screen.getByText('Email không hợp lệ')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when its download fails, tells the person, sends nothing, keeps what was typed, and the next submit downloads again', async () => {
    const held = heldSchema(signUp);
    const onSubmit = jest.fn(async () => {});
    await renderWithProviders(<Probe contract={held.contract} onSubmit={onSubmit} />);
    await fillValid();
    await userEvent.click(send());
    await held.fail();
    expect(await screen.findByText('Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue(' Lan ');
    expect(send()).toBeEnabled();
    expect(within(probe()).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(send());
    await held.arrive();
    expect(held.load).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lan', email: 'lan@example.vn' }, expect.anything());
  });
});

describe('field errors', () => {
  it('shows the first issue of each field, translated, focuses the first invalid field, and re-translates on a language switch', async () => {
    const onSubmit = jest.fn(async () => {});
    const { i18n } = await renderWithProviders(<Probe contract={ready()} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(send());
    expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(screen.queryByText('Tối thiểu 3 ký tự')).not.toBeInTheDocument();
    expect(screen.getByText('Email không hợp lệ')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(onSubmit).not.toHaveBeenCalled();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('checks a changed field again after a failed submit', async () => {
    await renderWithProviders(<Probe contract={ready()} onSubmit={jest.fn(async () => {})} />);
    await userEvent.click(send());
    expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'La');
    expect(await screen.findByText('Tối thiểu 3 ký tự')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'n');
    expect(screen.queryByText('Tối thiểu 3 ký tự')).not.toBeInTheDocument();
  });

  it("puts the server's field errors on the fields, focuses the first, shows its message in the form only, and re-translates them", async () => {
    // The page's schema lets any address through, so the API's own check refuses it.
    const loose = schemaOnDemand(() => Promise.resolve(z.object({ name: z.string(), email: z.string() }) as z.ZodMiniType));
    const { i18n } = await renderWithProviders(<NewsletterProbe contract={loose} />, { api });
    await userEvent.type(screen.getByLabelText('Name'), 'Lan');
    await userEvent.type(screen.getByLabelText('Email'), 'lan-at-example');
    await userEvent.click(send());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email không hợp lệ'));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('lan-at-example');
    // The failure above the form is the server's own words, and it is not a toast as well.
    expect(within(probe()).getAllByText('Email không hợp lệ')).toHaveLength(2);
    expect(toastStore.getState().toasts).toEqual([]);
    await waitFor(() => expect(send()).toBeEnabled());

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
  }, 20_000);
});

describe('submitting', () => {
  it('sends once however often the form is submitted while sending, and is busy meanwhile', async () => {
    const pending = pendingSend();
    await renderWithProviders(<Probe contract={ready()} onSubmit={pending.onSubmit} />);
    await fillValid();
    await userEvent.click(send());
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    await userEvent.dblClick(send());
    expect(pending.onSubmit).toHaveBeenCalledTimes(1);
    expect(send()).toBeDisabled();
    await pending.finish();
    expect(send()).toBeEnabled();
    await userEvent.click(send());
    expect(pending.onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps the button busy after success when the form leaves the page', async () => {
    const pending = pendingSend();
    await renderWithProviders(<Probe contract={ready()} onSubmit={pending.onSubmit} leavesOnSuccess />);
    await fillValid();
    await userEvent.click(send());
    await pending.finish();
    expect(send()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    expect(pending.onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the form's fallback when the submission failed without a reason from the server, keeps what was typed, and can send again", async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined);
    const { i18n } = await renderWithProviders(<Probe contract={ready()} onSubmit={onSubmit} leavesOnSuccess />);
    await fillValid();
    await userEvent.click(send());
    expect(await within(probe()).findByRole('alert')).toHaveTextContent('Đã xảy ra lỗi khi đăng nhập');
    expect(screen.getByLabelText('Email')).toHaveValue('lan@example.vn');
    expect(send()).toBeEnabled();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during login');

    await userEvent.click(send());
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(within(probe()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's words when it refused for a reason of its own", async () => {
    api.databaseDown(true);
    try {
      await renderWithProviders(<NewsletterProbe contract={ready() as SchemaOnDemand<z.ZodMiniType>} />, { api });
      await fillValid();
      await userEvent.click(send());
      expect(await within(probe()).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút');
    } finally {
      api.databaseDown(false);
    }
    expect(toastStore.getState().toasts).toEqual([]);
  }, 20_000);
});
