import { useLocale } from '@storefront/shared/i18n/use-locale';

const text = {
  vi: { body: 'Bàn làm việc của nhóm __REMOTE__.' },
  en: { body: 'The __REMOTE__ team’s desk.' },
};

/** The section's heading is its label, which the dashboard shows above it. */
export default function DeskSection() {
  const [locale] = useLocale();
  return <p>{text[locale].body}</p>;
}
