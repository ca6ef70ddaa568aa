/** Every text of the commerce remote in English, in a chunk of its own: a page in Vietnamese never downloads it. */
export const loadEnglish = () => import(/* webpackChunkName: "texts-en" */ './en').then((texts) => texts.en);
