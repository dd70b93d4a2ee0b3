import { canRememberDetails, detailsToRemember, storedUserDetailsSchema } from '@dealer/validation';

export { canRememberDetails };

/** A Storage-like object (window.localStorage / sessionStorage, or an in-memory one in tests and SSR). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

/** §3 "Stored user details": the only fields ever written to the browser (never finance data). */
export interface RememberedDetails {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

export const REMEMBERED_DETAILS_KEY = 'dealer.rememberedDetails';

/**
 * §5 stores the visitor's contact details so the next form is prefilled. Only the five §3 "stored user
 * details" fields are ever written — whatever else the form holds (finance answers, date of birth,
 * messages) never reaches browser storage. Returns whether anything was stored.
 */
export function rememberDetails(
  storage: KeyValueStorage,
  values: Readonly<Record<string, unknown>>,
): boolean {
  // §5 via @dealer/validation: the schema keeps only the five stored-user fields (finance data is dropped).
  const details = detailsToRemember(values);
  if (details === null) return false;
  try {
    storage.setItem(REMEMBERED_DETAILS_KEY, JSON.stringify(details));
    return true;
  } catch {
    return false; // storage full or blocked (private mode): remembering is a convenience, never an error
  }
}

/** The remembered details, or null when none (or when storage holds something unreadable). */
export function recallDetails(storage: KeyValueStorage): RememberedDetails | null {
  let raw: string | null;
  try {
    raw = storage.getItem(REMEMBERED_DETAILS_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = storedUserDetailsSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Forgets the remembered details (the visitor asked us to, or signed out). */
export function forgetDetails(storage: KeyValueStorage): void {
  if (storage.removeItem) storage.removeItem(REMEMBERED_DETAILS_KEY);
  else storage.setItem(REMEMBERED_DETAILS_KEY, '');
}
