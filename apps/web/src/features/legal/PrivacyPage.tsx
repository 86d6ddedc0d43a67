import { LegalDocument } from './LegalDocument';

/** /privacy (public) */
export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
