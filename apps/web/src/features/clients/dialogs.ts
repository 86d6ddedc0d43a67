/** Which client dialog is open (edit, tags, assign, permanent delete), shared by list and page. */
import { useState } from 'react';
import type { Client } from './api';

export type ClientDialogKind = 'edit' | 'tags' | 'assign' | 'delete';
export interface ClientDialog {
  kind: ClientDialogKind;
  client: Client;
}

export function useClientDialog() {
  const [dialog, setDialog] = useState<ClientDialog | null>(null);
  return {
    dialog,
    open: (kind: ClientDialogKind, client: Client) => setDialog({ kind, client }),
    close: () => setDialog(null),
  };
}
