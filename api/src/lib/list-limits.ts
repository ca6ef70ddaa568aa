/**
 * The lists the site shows whole (services, ticket types, categories, the gallery, the menu, the
 * area map) are small by nature and have no pages. A hard LIMIT still bounds each read, so a
 * mistaken import of thousands of rows cannot turn one request into an unbounded one.
 */
export const WHOLE_LIST_LIMIT = 200;
