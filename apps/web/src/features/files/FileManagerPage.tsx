/**
 * /file-business-management (Case Manager) and /file-client-management (other roles): pick whose
 * files, then work in their folders. Everything that says where you are lives in the URL.
 */
import { Card, EmptyState, Stack } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { OWNER_TYPES } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '../../ui/PageHeader';
import { pagedSearchFields, useListSearch } from '../../ui/urlState';
import { FILE_SORTS, FILE_TYPES } from './api';
import { FileWorkspace, type WorkspaceChange, type WorkspaceState } from './FileWorkspace';
import { OwnerPicker, type OwnerChoice } from './OwnerPicker';

const searchSchema = z.object({
  clientId: z.string().optional().catch(undefined),
  ownerType: z.enum(OWNER_TYPES).optional().catch(undefined),
  ownerId: z.string().optional().catch(undefined),
  folderId: z.string().optional().catch(undefined),
  q: z.string().default('').catch(''),
  type: z.enum(FILE_TYPES).optional().catch(undefined),
  sort: z.enum(FILE_SORTS).default('name').catch('name'),
  ...pagedSearchFields,
  trash: z.enum(['1']).optional().catch(undefined),
});

export default function FileManagerPage() {
  const { t } = useTranslation();
  const mode = useLocation().pathname.startsWith('/file-business-management') ? 'business' : 'client';
  const { search, refine, pagination } = useListSearch(searchSchema);
  const owner = search.ownerType && search.ownerId ? { type: search.ownerType, id: search.ownerId } : undefined;
  const state: WorkspaceState = { ...search, trash: search.trash === '1' };

  const choose = (choice: OwnerChoice) =>
    refine({
      clientId: choice.clientId,
      ownerType: choice.owner?.type,
      ownerId: choice.owner?.id,
      folderId: undefined,
      trash: undefined,
      q: '',
    });
  const change = (patch: WorkspaceChange) => {
    const { trash, ...rest } = patch;
    refine({ ...rest, ...(trash === undefined ? {} : { trash: trash ? '1' : undefined }) });
  };

  return (
    <Stack gap={0}>
      <PageHeader title={t('files.title')} description={t(mode === 'business' ? 'files.descriptionBusiness' : 'files.descriptionClient')} />
      <Stack gap="lg">
        <OwnerPicker mode={mode} value={{ clientId: search.clientId, owner }} onChange={choose} />
        {owner ? (
          <FileWorkspace key={`${owner.type}:${owner.id}`} owner={owner} state={state} onChange={change} pagination={pagination} />
        ) : (
          <Card withBorder py="xl">
            <EmptyState
              withIndicatorBackground
              icon={<IconFolders size={28} aria-hidden />}
              title={t(mode === 'business' ? 'files.pickBusiness' : 'files.pickClient')}
              description={t('files.pickHint')}
            />
          </Card>
        )}
      </Stack>
    </Stack>
  );
}
