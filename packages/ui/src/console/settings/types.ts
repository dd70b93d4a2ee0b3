import type { SiteTokenCreated } from '@dealer/api-client';
import type { ReactNode } from 'react';

export type FormComponent = (props: { method: 'post'; className?: string; children: ReactNode }) => ReactNode;

/** The answer to a settings form: which form, whether it saved, the server's messages (§8). */
export interface SettingsActionResult {
  intent: string;
  /** The token a rotate or revoke was about. */
  tokenId?: string;
  saved?: boolean;
  error?: string;
  fields?: Readonly<Record<string, string>>;
  /** The feed pull form as posted, shown again with the server's field messages (never the secret). */
  values?: Readonly<Record<string, string>>;
  /** A token just made or rotated: shown this once. */
  created?: SiteTokenCreated;
}
