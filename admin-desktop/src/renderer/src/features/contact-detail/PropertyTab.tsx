import { Card, Descriptions, Empty, Flex, Statistic, Tag, Typography } from 'antd';
import type { AdminValuation } from '@valuta/shared/valuation';
import { formatDateTime, formatEuro, formatEuroRange, formatPricePerSqm } from '@valuta/shared/format';
import { explainEstimate, percentChange, categoryLabel, conditionLabel, floorLabel } from '@valuta/shared/valuation';
import { featureText } from './property-text';
import { ScrollTable } from '../../components/ScrollTable';

export const NO_VALUATION_LINKED_TEXT = 'Nessuna valutazione collegata';

const CONFIDENCE_LABELS: Record<string, string> = { alta: 'Alta', media: 'Media', bassa: 'Bassa' };

/** The terms the model starts from (zone price, surface); the others correct them. */
const BASE_FACTORS = new Set(['zone', 'surface']);

/** The sentences the owner read about the agency's zone correction and the range (shared/src/valuation/explanation.ts). */
function OwnerWording({ explanation }: { explanation: NonNullable<AdminValuation['explanation']> }) {
  const text = explainEstimate(explanation);
  return (
    <>
      {text.zoneCorrection && <Typography.Text>{text.zoneCorrection}</Typography.Text>}
      {text.range && <Typography.Text type="secondary">{text.range}</Typography.Text>}
    </>
  );
}

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** Immobile: the home's details and features, the estimate, and how the model reached it. */
export function PropertyTab({ valuation }: { valuation: AdminValuation | null }) {
  if (!valuation) return <Empty description={NO_VALUATION_LINKED_TEXT} />;
  const explanation = valuation.explanation;
  const area = valuation.squareMeters ?? valuation.living_area;
  const value = valuation.valuationValue ?? valuation.valore_stimato;

  return (
    <Flex vertical gap={16}>
      <Card title="Valutazione" size="small">
        {value === null ? (
          <Typography.Text>Non completata{valuation.step ? ` (la conversazione si è fermata al passo "${valuation.step}")` : ''}.</Typography.Text>
        ) : (
          <Flex gap={32} wrap>
            <Statistic title="Valore stimato" value={formatEuro(value)} />
            <Statistic title="Intervallo" value={formatEuroRange(valuation.range_min, valuation.range_max)} />
            <Statistic title="Prezzo al m²" value={formatPricePerSqm(value, area) || '—'} />
            <Statistic title="Completata il" value={valuation.completed_at ? formatDateTime(valuation.completed_at) : '—'} />
          </Flex>
        )}
      </Card>

      {valuation.versions && valuation.versions.length > 1 && (
        <Card title="Versioni della stima" size="small">
          <ScrollTable
            label="Versioni della stima"
            size="small"
            rowKey="version"
            pagination={false}
            dataSource={valuation.versions}
            columns={[
              { title: 'Versione', dataIndex: 'version', render: (version: number) => (version === 1 ? '1 (prima stima)' : version) },
              { title: 'Data', dataIndex: 'createdAt', render: (createdAt: string) => formatDateTime(createdAt) },
              { title: 'Valore stimato', dataIndex: 'estimatedValue', render: (value: number) => formatEuro(value) },
              {
                title: 'Intervallo',
                key: 'range',
                render: (_: unknown, version: { minValue: number; maxValue: number }) => formatEuroRange(version.minValue, version.maxValue),
              },
              {
                title: 'Cosa è cambiato',
                dataIndex: 'changes',
                render: (changes: Array<{ label: string; from: string | null; to: string }>) =>
                  changes.length ? changes.map((change) => `${change.label}: ${change.from ?? 'non indicato'} → ${change.to}`).join('; ') : '—',
              },
            ]}
          />
        </Card>
      )}

      <Descriptions
        title="Dati dell'immobile"
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'address', label: 'Indirizzo', span: 'filled', children: orDash(valuation.address) },
          { key: 'city', label: 'Città', children: orDash(valuation.city ?? valuation.town) },
          { key: 'zone', label: 'Zona', children: orDash(valuation.zone) },
          { key: 'category', label: 'Tipologia', children: categoryLabel(valuation.category ?? valuation.propertyType) },
          { key: 'area', label: 'Superficie', children: area ? `${area} m²` : '—' },
          { key: 'rooms', label: 'Locali', children: orDash(valuation.rooms) },
          { key: 'bathrooms', label: 'Bagni', children: orDash(valuation.bathrooms) },
          { key: 'floor', label: 'Piano', children: orDash(floorLabel(valuation.floor)) },
          { key: 'year', label: 'Anno di costruzione', children: orDash(valuation.construction_year ?? valuation.yearBuilt) },
          { key: 'condition', label: 'Stato', children: orDash(conditionLabel(valuation.condition ?? valuation.equipment)) },
          { key: 'energy', label: 'Classe energetica', children: orDash(valuation.energyClass) },
        ]}
      />

      <div>
        <Typography.Title level={5}>Caratteristiche</Typography.Title>
        <Flex gap={8} wrap>
          {(
            [
              ['Ascensore', valuation.hasElevator],
              ['Balcone', valuation.hasBalcony],
              ['Terrazzo', valuation.hasTerrace],
              ['Giardino', valuation.hasGarden],
              ['Box / garage', valuation.hasGarage],
            ] as const
          ).map(([label, present]) => (
            <Tag key={label} color={present ? 'green' : 'default'}>
              {label}: {featureText(present)}
            </Tag>
          ))}
        </Flex>
      </div>

      {explanation && explanation.adjustments.length > 0 && (
        <Card title="Come è stata calcolata la stima" size="small">
          <Flex vertical gap={8}>
            {explanation.zone && (
              <Typography.Text>
                Zona {explanation.zone.name} ({explanation.zone.comune}): {formatEuro(explanation.zone.priceMid)}/m² (da{' '}
                {formatEuro(explanation.zone.priceMin)} a {formatEuro(explanation.zone.priceMax)}), fonte{' '}
                {explanation.zone.source === 'omi' ? 'Agenzia Entrate – OMI' : 'tabelle dell\u2019agenzia'}, periodo {explanation.zone.period}.
              </Typography.Text>
            )}
            {explanation.commercialSurface !== null && <Typography.Text>Superficie commerciale: {explanation.commercialSurface} m².</Typography.Text>}
            <ScrollTable
              label="Correzioni per le caratteristiche"
              size="small"
              rowKey="factor"
              pagination={false}
              dataSource={explanation.adjustments}
              columns={[
                { title: 'Fattore', dataIndex: 'label' },
                {
                  title: 'Correzione',
                  dataIndex: 'coefficient',
                  render: (coefficient: number, adjustment) =>
                    BASE_FACTORS.has(adjustment.factor) ? 'Base del calcolo' : percentChange(coefficient),
                },
                { title: 'Spiegazione', dataIndex: 'explanation' },
              ]}
            />
            {explanation.confidence && (
              <Typography.Text type="secondary">
                Affidabilità: {CONFIDENCE_LABELS[explanation.confidence] ?? explanation.confidence}
                {explanation.unknownFactors.length > 0 ? ` · Risposte "non so": ${explanation.unknownFactors.join(', ')}` : ''}
              </Typography.Text>
            )}
            <OwnerWording explanation={explanation} />
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
