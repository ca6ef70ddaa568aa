import { useLocale } from '@storefront/shared/i18n/use-locale';

const text = {
  vi: { title: '__REMOTE__', body: 'Trang đầu tiên của nhóm __REMOTE__.' },
  en: { title: '__REMOTE__', body: 'The first page of the __REMOTE__ team.' },
};

export default function HomePage() {
  const [locale] = useLocale();
  return (
    <section>
      <h1>{text[locale].title}</h1>
      <p>{text[locale].body}</p>
    </section>
  );
}
