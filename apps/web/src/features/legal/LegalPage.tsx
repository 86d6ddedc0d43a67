import { LegalDocument } from './LegalDocument';

/** /legal (public) */
export default function LegalPage() {
  return <LegalDocument doc="legal" />;
}
