/**
 * Moving files and folders by dragging them onto a folder of the tree. The source and the folder
 * under the pointer are kept in state while dragging, so both stay highlighted (SPEC.md §3: the
 * file move source and target); the drop hands both to `onMove`.
 */
import { useCallback, useState, type DragEvent } from 'react';

export interface DragItem {
  kind: 'file' | 'folder';
  id: string;
  name: string;
}

const MIME = 'application/x-ledgerdesk-move';

export function useDragMove(onMove: (item: DragItem, folderId: string) => void, canDrop: (item: DragItem, folderId: string) => boolean) {
  const [source, setSource] = useState<DragItem | null>(null);
  const [target, setTarget] = useState<string | null>(null);

  const end = useCallback(() => {
    setSource(null);
    setTarget(null);
  }, []);

  const sourceProps = (item: DragItem) => ({
    draggable: true,
    'data-dragging': source?.kind === item.kind && source.id === item.id ? true : undefined,
    onDragStart: (event: DragEvent) => {
      // Firefox starts a drag only with data set; the state is what the drop reads.
      event.dataTransfer?.setData(MIME, JSON.stringify(item));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      setSource(item);
    },
    onDragEnd: end,
  });

  const targetProps = (folderId: string) => {
    const allowed = source !== null && canDrop(source, folderId);
    return {
      'data-drop-target': target === folderId && allowed ? true : undefined,
      onDragOver: (event: DragEvent) => {
        if (!allowed) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (target !== folderId) setTarget(folderId);
      },
      onDragLeave: (event: DragEvent) => {
        if (target === folderId && !event.currentTarget.contains(event.relatedTarget as Node | null)) setTarget(null);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (source && allowed) onMove(source, folderId);
        end();
      },
    };
  };

  return { source, target, sourceProps, targetProps };
}
