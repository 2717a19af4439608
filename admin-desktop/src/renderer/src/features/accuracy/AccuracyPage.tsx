import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatShare } from '@valuta/shared/format';
import type { AccuracyFigures, ZoneAccuracy } from '@valuta/shared/accuracy';
import type { TimeFilter } from '@valuta/shared/time-filters';
import { PeriodSelect } from '../../components/PeriodSelect';
import { ScrollTable } from '../../components/ScrollTable';
import { FAILURES } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { AccuracyChart } from './AccuracyChart';
import { accuracyQuery } from './accuracy.queries';

type Row = AccuracyFigures & { key: string; label: string };

const COLUMNS: ColumnsType<Row> = [
  { title: 'Zona', dataIndex: 'label', key: 'label' },
  { title: 'Vendite', dataIndex: 'sales', key: 'sales', align: 'right' },
  { title: 'Errore mediano', key: 'medianError', align: 'right', render: (_, row) => formatShare(row.medianError) },
  { title: 'Entro il 10%', key: 'within10', align: 'right', render: (_, row) => formatShare(row.within10) },
  { title: 'Entro il 20%', key: 'within20', align: 'right', render: (_, row) => formatShare(row.within20) },
  { title: 'Dentro la forchetta', key: 'insideRange', align: 'right', render: (_, row) => formatShare(row.insideRange) },
];

const zoneRow = (zone: ZoneAccuracy): Row => ({ ...zone, key: `${zone.comuneCode ?? ''}|${zone.zoneCode ?? ''}` });

/**
 * Precisione stime (every member): for the sales recorded on the leads' cards whose sale date falls in the
 * period, how far the estimate the owner was shown was from the sale price, per zone and overall.
 */
export function AccuracyPage() {
  const [period, setPeriod] = useState<TimeFilter>('all');
  const { data, isPending } = useQuery({ ...accuracyQuery(period), meta: { failure: FAILURES.accuracyLoad } });
  const rows: Row[] = data ? [...data.zones.map(zoneRow), { ...data.overall, key: 'overall', label: 'Totale' }] : [];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <PageHeading title="Precisione stime" />
        <PeriodSelect value={period} onChange={setPeriod} />
      </Flex>
      <Typography.Paragraph type="secondary">
        Per ogni vendita registrata nella scheda del contatto confrontiamo il prezzo di vendita con la stima mostrata al proprietario: l’errore è la
        differenza in percentuale del prezzo di vendita. Contano solo le vendite con prezzo e stima; il periodo è quello della data di vendita.
      </Typography.Paragraph>
      <Card title="Per zona" loading={isPending}>
        {data && data.overall.sales === 0 ? (
          <Empty description="Nessuna vendita registrata nel periodo" />
        ) : (
          <ScrollTable<Row>
            label="Precisione delle stime per zona"
            size="small"
            pagination={false}
            columns={COLUMNS}
            dataSource={rows}
            rowClassName={(row) => (row.key === 'overall' ? 'ant-table-row-selected' : '')}
            // Wider than a phone: the table scrolls inside its own region, the page does not.
            scroll={{ x: 560 }}
          />
        )}
      </Card>
      {data && data.zones.length > 0 && (
        <Card title="Errore mediano per zona" style={{ marginTop: 16 }}>
          <AccuracyChart zones={data.zones} />
        </Card>
      )}
    </>
  );
}
