export { productListInput, productSorts, bySlugInput, type ProductListInput } from './catalog';
