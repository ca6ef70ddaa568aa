export { bySlugInput } from './catalog';
