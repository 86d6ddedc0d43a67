/** English in one or two forms (one, other: chosen by the `count` parameter); Vietnamese has no plural. */
export type Plural = { readonly one: string; readonly other: string };

export type Catalogue = Record<string, readonly [string | Plural, string]>;
