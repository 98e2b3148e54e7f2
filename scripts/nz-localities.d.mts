/** [name, city, region] per New Zealand locality (scripts/nz-localities.mjs). */
export type Locality = [string, string, string];
export function pickLocalities(cities: unknown[], admin1: unknown[], admin2: unknown[]): Locality[];
export function readLocalities(root: string): Locality[];
export function localitiesFile(root: string): string;
