export { productListInput, bySlugInput, type ProductListInput } from './catalog';
