/**
 * Suggestions learned from history: which accounts lines like this one were coded to before.
 * Each token votes for the accounts it was coded to, weighted by how rare the token is (a
 * merchant's name says more than "sydney"); a line whose whole token set was seen before votes
 * again, and an amount seen before with the same account counts as much as the words, because rent and
 * subscriptions repeat to the cent. Spending and receiving are learned apart.
 */
import { descriptionTokens } from './tokens.js';

export interface CodedExample {
  description: string;
  payee: string;
  amount: number;
  accountCode: string;
  /** How many lines this example stands for (history is grouped before it gets here). */
  count: number;
}

export interface LineToSuggest {
  description: string;
  payee: string;
  amount: number;
}

export interface AccountSuggestion {
  accountCode: string;
  /** 0–1: the share of the line's evidence that points at this account. */
  confidence: number;
}

type Votes = Map<string, number>;

export interface SuggestionModel {
  tokens: Map<string, Votes>;
  signatures: Map<string, Votes>;
  amounts: Map<string, Votes>;
  /** Examples per token, for its rarity. */
  documentFrequency: Map<string, number>;
  examples: number;
}

const SIGNATURE_WEIGHT = 2;

const direction = (amount: number) => (amount < 0 ? 's' : 'r');

function vote(table: Map<string, Votes>, key: string, account: string, weight: number): void {
  let votes = table.get(key);
  if (!votes) table.set(key, (votes = new Map<string, number>()));
  votes.set(account, (votes.get(account) ?? 0) + weight);
}

function lineKeys(line: LineToSuggest): { tokens: string[]; signature: string } {
  const dir = direction(line.amount);
  const tokens = descriptionTokens(line.payee, line.description).map((t) => `${dir}:${t}`);
  return { tokens, signature: `${dir}:${[...tokens].sort().join(' ')}` };
}

export function trainSuggestions(examples: readonly CodedExample[]): SuggestionModel {
  const model: SuggestionModel = {
    tokens: new Map(),
    signatures: new Map(),
    amounts: new Map(),
    documentFrequency: new Map(),
    examples: 0,
  };
  for (const example of examples) {
    const { tokens, signature } = lineKeys(example);
    model.examples += example.count;
    for (const token of tokens) {
      vote(model.tokens, token, example.accountCode, example.count);
      model.documentFrequency.set(token, (model.documentFrequency.get(token) ?? 0) + example.count);
    }
    if (tokens.length > 0) vote(model.signatures, signature, example.accountCode, example.count);
    vote(model.amounts, `${example.amount}`, example.accountCode, example.count);
  }
  return model;
}

function share(votes: Votes | undefined): [string, number][] {
  if (!votes) return [];
  const total = [...votes.values()].reduce((a, b) => a + b, 0);
  return [...votes].map(([account, n]) => [account, n / total]);
}

/** The best `limit` accounts for the line, most confident first; none when nothing was learned about it. */
export function suggestAccounts(model: SuggestionModel, line: LineToSuggest, limit = 3): AccountSuggestion[] {
  const { tokens, signature } = lineKeys(line);
  const scores = new Map<string, number>();
  const add = (account: string, weight: number) => scores.set(account, (scores.get(account) ?? 0) + weight);
  let evidence = 0;
  for (const token of tokens) {
    const df = model.documentFrequency.get(token);
    if (!df) continue;
    const rarity = Math.log(1 + model.examples / df);
    evidence += rarity;
    for (const [account, p] of share(model.tokens.get(token))) add(account, rarity * p);
  }
  if (evidence === 0) return [];
  const signatureVotes = share(model.signatures.get(signature));
  for (const [account, p] of signatureVotes) add(account, SIGNATURE_WEIGHT * p);
  // An amount only counts for accounts the words already point at ($50.00 alone says little),
  // and then as much as the words do: the same merchant at the same amount is the same bill.
  const amountVotes = share(model.amounts.get(`${line.amount}`)).filter(([account]) => scores.has(account));
  for (const [account, p] of amountVotes) add(account, evidence * p);
  const possible = evidence * (amountVotes.length ? 2 : 1) + (signatureVotes.length ? SIGNATURE_WEIGHT : 0);
  return [...scores]
    .map(([accountCode, score]) => ({ accountCode, confidence: Math.min(1, score / possible) }))
    .sort((a, b) => b.confidence - a.confidence || a.accountCode.localeCompare(b.accountCode))
    .slice(0, limit);
}
