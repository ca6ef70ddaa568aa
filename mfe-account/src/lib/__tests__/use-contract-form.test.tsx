import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginInput, type LoginInput } from '@storefront/shared/contracts/auth';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { renderAccount } from '../../testing/render';

const api = withTestApi();
import { useContractForm } from '../use-contract-form';

interface ProbeProps {
  onValid: (data: LoginInput) => Promise<void>;
  leavesOnSuccess?: boolean;
}

const login = schemaOnDemand(() => Promise.resolve(loginInput));

function ProbeForm({ onValid, leavesOnSuccess }: ProbeProps) {
  const { values, failure, sending, change, submit, fieldError, prefetch } = useContractForm(login, { email: '', password: '' }, onValid, {
    failureFallback: 'session.loginFailed',
    leavesOnSuccess,
  });
  return (
    <form aria-label="probe" onSubmit={submit} onFocus={prefetch} noValidate>
      {failure && <p role="alert">{failure}</p>}
      <TextField label="Email" name="email" value={values.email} onChange={change('email')} error={fieldError('email')} />
      <TextField label="Password" name="password" value={values.password} onChange={change('password')} error={fieldError('password')} />
      <Button type="submit" loading={sending}>
        Send
      </Button>
    </form>
  );
}

/** An onValid that stays pending until the test lets it finish. */
function pendingSend() {
  let finish = () => {};
  const onValid = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { onValid, finish: () => act(async () => finish()) };
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Email'), 'lan@example.vn');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
}

describe('useContractForm', () => {
  it('sends nothing and shows the translated contract errors when the values fail the schema', async () => {
    const onValid = jest.fn(async () => {});
    await renderAccount(<ProbeForm onValid={onValid} />, { api });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Email không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the parsed values once, however often the form is submitted while sending', async () => {
    const send = pendingSend();
    await renderAccount(<ProbeForm onValid={send.onValid} />, { api });
    await userEvent.type(screen.getByLabelText('Email'), ' Lan@Example.vn ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    expect(send.onValid).toHaveBeenCalledTimes(1);
    expect(send.onValid).toHaveBeenCalledWith({ email: 'lan@example.vn', password: 'secret123' }, { email: ' Lan@Example.vn ', password: 'secret123' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await send.finish();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps the button busy after success when the form leaves the page', async () => {
    const send = pendingSend();
    await renderAccount(<ProbeForm onValid={send.onValid} leavesOnSuccess />, { api });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await send.finish();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    expect(send.onValid).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors and its failure, keeps what was typed and can send again", async () => {
    // The server checks the contract again: an email the browser did not check is refused there.
    const onValid = jest.fn(async (data: LoginInput) => {
      await api.client.auth.login.mutate({ ...data, email: 'not-an-email' });
    });
    await renderAccount(<ProbeForm onValid={onValid} leavesOnSuccess />, { api });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The server's message above the form, and its field error under the field.
    expect(await screen.findAllByText('Email không hợp lệ')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveValue('lan@example.vn');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(2);
  });
});
