import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { ErrorBoundary } from '@storefront/shared/ui/error-boundary';
import { TextField, Select, TextArea } from '@storefront/shared/ui/fields';
import { Price } from '@storefront/shared/ui/price';
import { LoadingOverlay } from '@storefront/shared/ui/loading-overlay';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Button } from '@storefront/shared/ui/button';
import { overlayStore } from '@storefront/shared/startup/loading-overlay';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { renderWithProviders } from '@storefront/shared/ui/test-render';

describe('Price', () => {
  it('writes integer VND the way each language does', () => {
    expect(formatPrice(1250000, 'vi')).toBe('1.250.000 ₫');
    expect(formatPrice(1250000, 'en')).toBe('VND 1,250,000');
    expect(formatPrice(0, 'vi')).toBe('0 ₫');
  });

  it('writes exactly what Intl writes for VND, without its no-break spaces', () => {
    const intl = {
      vi: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
      en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND', currencyDisplay: 'code', maximumFractionDigits: 0 }),
    };
    const amounts = [1, 7, 12, 999, 1000, 10_000, 99_999, 100_000, 350_000, 1_250_000, 123_456_789_012, 1499.5, -1, -1_250_000];
    for (const amount of amounts) {
      for (const locale of ['vi', 'en'] as const) {
        expect(formatPrice(amount, locale)).toBe(intl[locale].format(Math.round(amount)).replace(/[\u00a0\u202f]/g, ' '));
      }
    }
  });

  it('follows the page language', async () => {
    await renderWithProviders(<Price amount={350000} />, { locale: 'en' });
    expect(screen.getByText('VND 350,000')).toBeInTheDocument();
  });
});

describe('fields', () => {
  it('labels the input and ties the error message to it', async () => {
    await renderWithProviders(<TextField label="Email" name="email" error="Email không hợp lệ" hint="Chúng tôi gửi vé qua email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Chúng tôi gửi vé qua email Email không hợp lệ');
    expect(screen.getByRole('alert')).toHaveTextContent('Email không hợp lệ');
  });

  it('is valid without an error', async () => {
    await renderWithProviders(<TextArea label="Bình luận" />);
    expect(screen.getByRole('textbox', { name: 'Bình luận' })).not.toHaveAttribute('aria-invalid');
  });

  it('lists the options of a select', async () => {
    await renderWithProviders(<Select label="Quốc gia" options={[{ value: 'VN', label: 'Việt Nam' }, { value: 'US', label: 'Hoa Kỳ' }]} error="Trường này là bắt buộc" />);
    const select = screen.getByRole('combobox', { name: 'Quốc gia' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', async () => {
    await renderWithProviders(<Button loading>Gửi</Button>);
    const button = screen.getByRole('button', { name: 'Gửi' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('states', () => {
  it('shows an error with a localised Retry', async () => {
    const onRetry = jest.fn();
    await renderWithProviders(<ErrorState message="Không tải được" onRetry={onRetry} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows an empty state with a default title', async () => {
    await renderWithProviders(<EmptyState />, { locale: 'en' });
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  let broken = true;
  function Remote() {
    if (broken) throw new Error('Loading chunk 42 failed');
    return <p>Trang sản phẩm</p>;
  }

  beforeEach(() => {
    broken = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the localised fallback and recovers on Retry', async () => {
    const onRetry = jest.fn(() => {
      broken = false;
    });
    await renderWithProviders(
      <ErrorBoundary onRetry={onRetry}>
        <Remote />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Không thể tải phần này của trang. Vui lòng thử lại.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByText('Trang sản phẩm')).toBeInTheDocument();
  });

  it('tries again when the reset key changes', async () => {
    function Page() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button onClick={() => setPath('/b')}>next</button>
          <ErrorBoundary resetKey={path}>
            <Remote />
          </ErrorBoundary>
        </>
      );
    }
    await renderWithProviders(<Page />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('Trang sản phẩm')).toBeInTheDocument();
  });
});

describe('LoadingOverlay', () => {
  it('shows the localised text while the startup overlay is visible', async () => {
    overlayStore.setState({ visible: true });
    await renderWithProviders(<LoadingOverlay />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => overlayStore.setState({ visible: false }));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
