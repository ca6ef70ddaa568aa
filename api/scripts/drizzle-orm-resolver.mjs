// Module hook used by drizzle-kit.mjs: resolve drizzle-orm as if imported from the api package.
const apiPackage = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiPackage });
  }
  return next(specifier, context);
}
