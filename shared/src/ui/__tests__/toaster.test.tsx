import { act, fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '@storefront/shared/i18n/i18n';
import { I18nextProvider } from '@storefront/shared/i18n/react';
import { toast, toastStore } from '@storefront/shared/toast/toast-store';
import { Toaster } from '@storefront/shared/ui/toaster';
import { renderWithProviders } from '@storefront/shared/ui/test-render';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  toastStore.setState({ toasts: [] });
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('announces a toast politely and an error assertively, in its corner', async () => {
    await renderWithProviders(<></>);
    act(() => {
      toast({ message: 'Đã lưu', type: 'success' });
      toast({ message: 'Thanh toán thất bại', type: 'error', position: 'bottom' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Đã lưu');
    expect(screen.getByRole('alert')).toHaveTextContent('Thanh toán thất bại');
    expect(screen.getByRole('alert').closest('section')).toHaveAttribute('data-position', 'bottom');
    expect(screen.getAllByRole('region', { name: 'Thông báo' })).toHaveLength(2);
  });

  it('closes a dismissible toast on click after the fade-out', async () => {
    await renderWithProviders(<></>, { locale: 'en' });
    act(() => {
      toast({ message: 'Saved' });
    });
    fireEvent.click(screen.getByText('Saved'));
    act(() => jest.advanceTimersByTime(149));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a hovered toast past its duration', async () => {
    await renderWithProviders(<></>);
    act(() => {
      toast({ message: 'Giữ lại', duration: 1000 });
    });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Giữ lại')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(1150));
    expect(screen.queryByText('Giữ lại')).not.toBeInTheDocument();
  });

  it('counts a toast\'s time from when it is on screen, not from when it was asked for', async () => {
    // Asked for while the viewer's code was still on its way (or the page busy): nothing shows yet.
    act(() => {
      toast({ message: 'Đã lưu sản phẩm' });
    });
    act(() => jest.advanceTimersByTime(5000));
    render(
      <I18nextProvider i18n={createI18n('vi')}>
        <Toaster />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Đã lưu sản phẩm');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Đã lưu sản phẩm')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(151));
    expect(screen.queryByText('Đã lưu sản phẩm')).not.toBeInTheDocument();
  });

  it('offers a labelled close button only when dismissible', async () => {
    await renderWithProviders(<></>, { locale: 'en' });
    act(() => {
      toast({ message: 'a' });
      toast({ message: 'b', dismissible: false });
    });
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });
});
