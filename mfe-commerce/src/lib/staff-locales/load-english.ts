/** The staff texts in English, in a chunk of their own: a dashboard in Vietnamese never downloads it. */
export const loadEnglish = () => import(/* webpackChunkName: "staff-texts-en" */ './en').then((texts) => texts.en);
