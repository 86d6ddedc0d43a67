import { LegalDocument } from './LegalDocument';

/** /cookies (public) */
export default function CookiesPage() {
  return <LegalDocument doc="cookies" />;
}
