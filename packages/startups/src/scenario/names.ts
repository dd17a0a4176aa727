/** Companies in scenario files: a key ("octo-coffee") or its first word ("octo"). */
import { COMPANY_KEYS } from '../companies.ts';

const BY_NAME = new Map<string, number>();
COMPANY_KEYS.forEach((key, id) => {
  BY_NAME.set(key, id);
  BY_NAME.set(key.split('-')[0]!, id);
});

/** Every short name, in company order: giraffe, bowwow, flamingo, octo, hippo, elephant. */
export const COMPANY_NAMES: readonly string[] = COMPANY_KEYS.map((key) => key.split('-')[0]!);

export const isCompanyName = (name: string): boolean => BY_NAME.has(name);

/** The company id of a name the schema has accepted. */
export const companyOf = (name: string): number => BY_NAME.get(name)!;

/** How the runner writes a company back: its short name. */
export const nameOf = (id: number): string => COMPANY_NAMES[id]!;
