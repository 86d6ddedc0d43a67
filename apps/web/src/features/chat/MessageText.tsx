/**
 * A message's text rendered as text, never as HTML: React escapes every piece, web addresses
 * become links (opened in a new tab without access to this one), mentions are highlighted.
 */
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

function withMentions(text: string, names: readonly string[], keyPrefix: string): ReactNode[] {
  if (names.length === 0) return [text];
  const escaped = names.map((n) => `@${n}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'g'));
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <Text key={`${keyPrefix}-${i}`} span fw={600} c="blue">
        {part}
      </Text>
    ) : (
      part
    ),
  );
}

export function MessageText({ body, mentionNames = [] }: { body: string; mentionNames?: readonly string[] }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of body.matchAll(LINK)) {
    const index = match.index;
    nodes.push(...withMentions(body.slice(last, index), mentionNames, `t${last}`));
    nodes.push(
      <Anchor key={`l${index}`} href={match[0]} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
        {match[0]}
      </Anchor>,
    );
    last = index + match[0].length;
  }
  nodes.push(...withMentions(body.slice(last), mentionNames, `t${last}`));
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {nodes}
    </Text>
  );
}
