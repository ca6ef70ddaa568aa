/**
 * The texts of the staff console kit (this folder), in both languages. The kit is bundled by each
 * remote whose dashboard sections use it, so its few words travel with it rather than in a
 * namespace every page registers.
 */
import { useLocale } from '@storefront/shared/i18n/use-locale';

const TEXTS = {
  vi: {
    pager: { previous: 'Trang trước', next: 'Trang sau', page: 'Trang {{page}}/{{pages}}' },
    images: {
      current: 'Ảnh hiện tại',
      existing: 'Hoặc chọn một ảnh đã có trên trang',
      none: 'Chưa có ảnh',
      upload: 'Tải ảnh lên',
      replace: 'Thay ảnh khác',
      uploading: 'Đang tải ảnh lên…',
      hint: 'JPG, PNG hoặc GIF, tối đa {{megabytes}} MB; ảnh lớn hơn 4096 điểm ảnh được thu nhỏ. Thông tin vị trí và máy ảnh bị xóa.',
      wrongType: 'Chỉ nhận ảnh JPG, PNG hoặc GIF.',
      tooLarge: 'Ảnh vượt quá {{megabytes}} MB. Vui lòng chọn ảnh nhỏ hơn.',
      failed: 'Không thể tải ảnh lên. Vui lòng thử lại.',
      remove: 'Bỏ ảnh',
    },
    form: { cancel: 'Huỷ', vietnamese: 'tiếng Việt', english: 'tiếng Anh', englishOptional: 'Không bắt buộc: để trống thì hiện tiếng Việt' },
    confirmDelete: { delete: 'Xoá', yes: 'Xoá hẳn', no: 'Giữ lại' },
  },
  en: {
    pager: { previous: 'Previous page', next: 'Next page', page: 'Page {{page}} of {{pages}}' },
    images: {
      current: 'Current picture',
      existing: 'Or choose an image the site already shows',
      none: 'No picture yet',
      upload: 'Upload a photo',
      replace: 'Replace the photo',
      uploading: 'Uploading the photo…',
      hint: 'JPG, PNG or GIF, up to {{megabytes}} MB; larger than 4096 pixels is scaled down. Location and camera details are removed.',
      wrongType: 'Only JPG, PNG or GIF images are accepted.',
      tooLarge: 'The image is larger than {{megabytes}} MB. Please choose a smaller one.',
      failed: 'Could not upload the photo. Please try again.',
      remove: 'Remove the picture',
    },
    form: { cancel: 'Cancel', vietnamese: 'Vietnamese', english: 'English', englishOptional: 'Optional: left empty, the Vietnamese is shown' },
    confirmDelete: { delete: 'Delete', yes: 'Delete for good', no: 'Keep it' },
  },
} as const;

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ConsoleTexts = Texts<(typeof TEXTS)['vi']>;

/** The kit's texts in the reader's language. */
export function useConsoleTexts(): ConsoleTexts {
  const [locale] = useLocale();
  return TEXTS[locale];
}

/** `text` with its {{name}} placeholders filled. */
export const fill = (text: string, values: Record<string, string | number>): string => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
