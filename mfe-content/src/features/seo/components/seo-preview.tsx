/**
 * How a page's record reads where people meet it before the page: as a search result and as the
 * card a shared link shows. The texts are React text, so markup typed in a field shows as typed and
 * is never run. The lengths a search result shows (about 60 and 160 characters) are cut as a
 * search engine would cut them.
 */
import { useTranslation } from '@storefront/shared/i18n/react';
import styles from './seo-console.module.css';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export interface PreviewTexts {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

export function SeoPreview({ language, url, texts }: { language: 'vi' | 'en'; url: string; texts: PreviewTexts }) {
  const { t } = useTranslation('contentStaff');
  const cardTitle = texts.ogTitle || texts.title;
  const cardDescription = texts.ogDescription || texts.description;
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  // The console's CSP loads images of this site only: another site's image is named, not shown.
  const localImage = texts.ogImage.startsWith('/') && !texts.ogImage.startsWith('//');
  return (
    <section className={styles.preview} aria-label={t(`seo.previewOf.${language}`)} lang={language}>
      <h3 className={styles.previewHeading}>{t(`seo.previewOf.${language}`)}</h3>
      <div className={styles.searchResult}>
        <p className={styles.resultUrl}>{url}</p>
        <p className={styles.resultTitle}>{cut(texts.title, 60) || t('seo.noTitle')}</p>
        <p className={styles.resultDescription}>{cut(texts.description, 160)}</p>
      </div>
      <div className={styles.card}>
        {texts.ogImage ? (
          localImage ? (
            <img className={styles.cardImage} src={texts.ogImage} alt="" />
          ) : (
            <p className={styles.cardImagePlaceholder}>{texts.ogImage}</p>
          )
        ) : (
          <p className={styles.cardImagePlaceholder}>{t('seo.noImage')}</p>
        )}
        <div className={styles.cardText}>
          <p className={styles.cardHost}>{host}</p>
          <p className={styles.cardTitle}>{cut(cardTitle, 90) || t('seo.noTitle')}</p>
          <p className={styles.cardDescription}>{cut(cardDescription, 200)}</p>
        </div>
      </div>
    </section>
  );
}
