/** English is a chunk of its own, fetched only when a page is in English. */
export const loadEnglish = () => import(/* webpackChunkName: "texts-en" */ './en').then((texts) => texts.en);
