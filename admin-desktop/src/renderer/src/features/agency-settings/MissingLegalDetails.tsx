import { Alert } from 'antd';
import type { AgencySettingsResponse } from '@valuta/shared/agency';

type LegalDetail = AgencySettingsResponse['missingLegalDetails'][number];

const LEGAL_LABELS: Record<LegalDetail, string> = {
  legalName: 'ragione sociale',
  vatNumber: 'partita IVA',
  reaNumber: 'numero REA',
  address: 'indirizzo della sede',
};

/** The legal details an agency's site must show and the settings still lack; nothing once they are all there. */
export function MissingLegalDetails({ missing }: { missing: LegalDetail[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="Completa i dati dell'agenzia"
      description={`Mancano: ${missing.map((field) => LEGAL_LABELS[field]).join(', ')}. Sono obbligatori sul sito di un'agenzia.`}
    />
  );
}
