/** Where folders sit in their tree, for pickers and for the rule that a folder cannot go below itself. */
import type { Folder } from './api';

/** Each folder's path from the root, e.g. "All files / Reports / 2025". */
export function folderPaths(folders: readonly Folder[], rootName: string): Map<string, string> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const paths = new Map<string, string>();
  const pathOf = (folder: Folder): string => {
    const known = paths.get(folder.id);
    if (known !== undefined) return known;
    const parent = folder.parentId ? byId.get(folder.parentId) : undefined;
    const own = folder.isRoot ? rootName : folder.name;
    const path = parent ? `${pathOf(parent)} / ${own}` : own;
    paths.set(folder.id, path);
    return path;
  };
  folders.forEach(pathOf);
  return paths;
}

/** The folder and every folder below it. */
export function subtree(folders: readonly Folder[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId && found.has(folder.parentId) && !found.has(folder.id)) {
        found.add(folder.id);
        grew = true;
      }
    }
  }
  return found;
}
