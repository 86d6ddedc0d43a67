/** The one open client dialog: edit, tags, assign or permanent delete. */
import type { RoleId } from '@ledgerdesk/domain';
import { ClientTagsModal } from '../tags/ClientTagsModal';
import { AssignClientModal } from './AssignClientModal';
import { ClientFormModal } from './ClientFormModal';
import { DeleteClientModal } from './DeleteClientModal';
import type { ClientDialog } from './dialogs';

interface ClientDialogsProps {
  dialog: ClientDialog | null;
  roleId: RoleId;
  onClose: () => void;
  onDeleted?: () => void;
}

export function ClientDialogs({ dialog, roleId, onClose, onDeleted }: ClientDialogsProps) {
  if (!dialog) return null;
  const { kind, client } = dialog;
  switch (kind) {
    case 'edit':
      return <ClientFormModal opened roleId={roleId} client={client} onClose={onClose} />;
    case 'tags':
      return <ClientTagsModal opened client={client} onClose={onClose} />;
    case 'assign':
      return <AssignClientModal opened client={client} roleId={roleId} onClose={onClose} />;
    case 'delete':
      return <DeleteClientModal opened client={client} onClose={onClose} onDeleted={onDeleted} />;
  }
}
