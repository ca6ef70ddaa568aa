/** Variant choice on a product page: one value per option; a combination may not exist. */
interface VariantLike {
  id: number;
  options: Record<string, string>;
}

interface OptionGroup {
  name: string;
  values: string[];
}

export function optionGroups(variants: readonly VariantLike[]): OptionGroup[] {
  const groups = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options)) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

/** The variant with exactly the selected values, or undefined ("no matching variant"). */
export function matchVariant<V extends VariantLike>(variants: readonly V[], selection: Record<string, string>): V | undefined {
  return variants.find((variant) => {
    const names = Object.keys(variant.options);
    return names.length === Object.keys(selection).length && names.every((name) => variant.options[name] === selection[name]);
  });
}

/** A countdown text part: remaining d/h/m/s to `end`, or null once it has passed. */
export function timeLeft(end: string, now: number): { days: number; hours: number; minutes: number; seconds: number } | null {
  const ms = Date.parse(end) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return { days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
