import type { i18n as I18n } from 'i18next';
import { addNamespace, createI18n, dataKeyTranslator, detectLocale, i18n, loadValidationTexts, nestKeys, setLocale, translateMessage, validationTextsLoaded } from '@storefront/shared/i18n/i18n';
import { commonVietnamese } from '@storefront/shared/i18n/common-resources';
import { commonEnglish } from '@storefront/shared/i18n/common-resources-en';
import { validationMessages } from '@storefront/shared/contracts/validation-messages';
import { on } from '@storefront/shared/events/events';

/** A text of a namespace this test makes up: its keys are data to the compiler. */
const text = (instance: I18n, key: string) => dataKeyTranslator(instance)(key, {});

function clearCookie() {
  document.cookie = 'locale=; max-age=0; path=/';
}

beforeEach(async () => {
  localStorage.clear();
  clearCookie();
  await i18n.changeLanguage('vi');
});

describe('detectLocale', () => {
  it('is vi by default', () => {
    expect(detectLocale()).toBe('vi');
  });

  it('reads the cookie over local storage, as the server does', () => {
    localStorage.setItem('locale', 'en');
    expect(detectLocale()).toBe('en');
    document.cookie = 'locale=vi; path=/';
    expect(detectLocale()).toBe('vi');
  });

  it('ignores unsupported values', () => {
    localStorage.setItem('locale', 'fr');
    document.cookie = 'locale=de; path=/';
    expect(detectLocale()).toBe('vi');
  });
});

describe('setLocale', () => {
  it('remembers the choice in storage and cookie, sets <html lang> and announces it', async () => {
    const changed = jest.fn();
    const stop = on('shell:locale-changed', changed);
    const cookieWrites = jest.spyOn(document, 'cookie', 'set');
    await setLocale('en');
    stop();
    expect(localStorage.getItem('locale')).toBe('en');
    expect(cookieWrites).toHaveBeenCalledWith('locale=en; max-age=31536000; path=/; SameSite=Lax');
    cookieWrites.mockRestore();
    expect(document.cookie).toContain('locale=en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('loading.overlay')).toBe('Loading...');
    expect(changed).toHaveBeenCalledWith({ locale: 'en' });
  });
});

describe('the page start', () => {
  const startPage = () => jest.isolateModules(() => require('@storefront/shared/i18n/i18n'));

  it('writes back the cookie of a choice kept in storage, so the server serves the next page in it', () => {
    localStorage.setItem('locale', 'en');
    startPage();
    expect(document.cookie).toContain('locale=en');
  });

  it('makes storage follow the cookie the language link set, so the page does not switch back', () => {
    localStorage.setItem('locale', 'vi');
    document.cookie = 'locale=en; path=/';
    startPage();
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.cookie).toContain('locale=en');
  });

  it('sets no cookie for a reader who never chose', () => {
    startPage();
    expect(document.cookie).not.toContain('locale=');
  });
});

describe('resources', () => {
  it('have the shell strings in both languages', () => {
    expect(i18n.t('errors.notFoundPath', { path: '/x' })).toBe('Không tìm thấy trang: /x');
    expect(i18n.t('errors.notFoundPath', { path: '/x', lng: 'en' })).toBe('Page not found: /x');
    expect(i18n.t('errors.notFoundFatal', { path: '/x?a=1', lng: 'en' })).toBe('Page Not Found: /x?a=1');
    expect(i18n.t('errors.internal', { lng: 'en' })).toBe('Internal Server Error');
    expect(i18n.t('footer.openingHoursValue', { lng: 'en' })).toContain('7:00');
  });

  it('have the same keys in vi and en', () => {
    const keys = (bundle: object, prefix = ''): string[] =>
      Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keys(value as object, `${prefix}${key}.`)));
    expect(keys(commonEnglish)).toEqual(keys(commonVietnamese));
  });

  it('include the validation messages with their parameters, once a form has loaded them', async () => {
    // Not with the page: only a form shows them.
    expect(validationTextsLoaded(i18n)).toBe(false);
    await loadValidationTexts(i18n);
    expect(i18n.t('validation.required')).toBe(validationMessages.vi['validation.required']);
    expect(translateMessage('validation.minLength|{"min":8}')).toBe('Tối thiểu 8 ký tự');
    expect(translateMessage('Một câu bình thường')).toBe('Một câu bình thường');
    expect(nestKeys({ 'a.b': 'x {n}' })).toEqual({ a: { b: 'x {{n}}' } });
  });
});

describe('addNamespace', () => {
  it("registers a remote's strings on the page instance and on instances created later", () => {
    addNamespace('commerce', { vi: { cart: { title: 'Giỏ hàng' } }, en: { cart: { title: 'Cart' } } });
    expect(text(i18n, 'commerce:cart.title')).toBe('Giỏ hàng');
    expect(text(createI18n('en'), 'commerce:cart.title')).toBe('Cart');
  });

  it('fetches a language given as a loader only when the page switches to it, then keeps it', async () => {
    const loadEnglish = jest.fn(async () => ({ greeting: 'Hello' }));
    addNamespace('lazy', { vi: { greeting: 'Xin chào' }, en: loadEnglish });
    expect(text(i18n, 'lazy:greeting')).toBe('Xin chào');
    expect(loadEnglish).not.toHaveBeenCalled(); // a Vietnamese page never downloads the English texts

    await setLocale('en');
    expect(text(i18n, 'lazy:greeting')).toBe('Hello'); // loaded before the switch resolved: no Vietnamese flash
    await setLocale('vi');
    await setLocale('en');
    expect(text(createI18n('en'), 'lazy:greeting')).toBe('Hello');
    expect(loadEnglish).toHaveBeenCalledTimes(1);
  });

  it('adds Vietnamese texts that come in parts to those registered before, in either order', () => {
    const loadEnglish = async () => ({ tickets: { book: 'Book' }, checkout: { pay: 'Pay' } });
    addNamespace('parts', { vi: { tickets: { book: 'Đặt vé' } }, en: loadEnglish });
    addNamespace('parts', { vi: { tickets: { book: 'Đặt vé' }, checkout: { pay: 'Thanh toán' } }, en: loadEnglish });
    addNamespace('parts', { vi: { tickets: { book: 'Đặt vé' } }, en: loadEnglish });
    expect(text(i18n, 'parts:checkout.pay')).toBe('Thanh toán');
    expect(text(createI18n('vi'), 'parts:checkout.pay')).toBe('Thanh toán');
    expect(text(createI18n('vi'), 'parts:tickets.book')).toBe('Đặt vé');
  });

  it('merges a group that two parts both have, key by key (the home part and the rest of a page)', async () => {
    const loadEnglish = async () => ({ reviews: { empty: 'No reviews yet.', form: { submit: 'Send' } } });
    addNamespace('grouped', { vi: { reviews: { empty: 'Chưa có đánh giá nào.' } }, en: loadEnglish });
    addNamespace('grouped', { vi: { reviews: { form: { submit: 'Gửi đánh giá' } } }, en: loadEnglish });
    for (const instance of [i18n, createI18n('vi')]) {
      expect(text(instance, 'grouped:reviews.empty')).toBe('Chưa có đánh giá nào.');
      expect(text(instance, 'grouped:reviews.form.submit')).toBe('Gửi đánh giá');
    }
    // Back from English, the language loader answers with the namespace's texts as registered.
    await setLocale('en');
    await setLocale('vi');
    expect(text(i18n, 'grouped:reviews.empty')).toBe('Chưa có đánh giá nào.');
  });

  it('keeps the Vietnamese texts when the English ones cannot be loaded', async () => {
    addNamespace('broken', { vi: { greeting: 'Xin chào' }, en: () => Promise.reject(new Error('offline')) });
    await setLocale('en');
    expect(text(i18n, 'broken:greeting')).toBe('Xin chào');
  });
});
