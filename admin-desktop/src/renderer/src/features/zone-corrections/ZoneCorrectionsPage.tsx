import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '@valuta/shared/format';
import { percentChange } from '@valuta/shared/valuation';
import {
  ZONE_CORRECTION_NOTE_MAX,
  type ZoneCorrectionPreviewZone,
  type ZoneCorrectionSetView,
  type ZoneCorrectionView,
} from '@valuta/shared/zone-corrections';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import {
  activateZoneCorrections,
  applyZoneCorrections,
  deactivateZoneCorrections,
  factorText,
  revertZoneCorrections,
  zoneCorrectionHistoryQuery,
  zoneCorrectionKeys,
  zoneCorrectionPreviewQuery,
} from './zone-corrections.queries';
import { useToasts } from '../../app/toasts';
import { ScrollTable } from '../../components/ScrollTable';

const perSqm = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} €/m²`);
const zoneLabel = (zone: { zoneCode: string; zoneName: string }) =>
  zone.zoneName === zone.zoneCode ? zone.zoneCode : `${zone.zoneCode} · ${zone.zoneName}`;

const PREVIEW_COLUMNS: ColumnsType<ZoneCorrectionPreviewZone> = [
  { title: 'Comune', dataIndex: 'comuneName' },
  { title: 'Zona', key: 'zone', render: (_value, zone) => zoneLabel(zone) },
  { title: 'Vendite', dataIndex: 'salesCount', align: 'right' },
  { title: 'Rapporto mediano', dataIndex: 'rawRatio', align: 'right', render: (ratio: number | null) => factorText(ratio) },
  {
    title: 'Fattore attuale',
    dataIndex: 'currentFactor',
    align: 'right',
    render: (factor: number) => `${factorText(factor)} (${percentChange(factor)})`,
  },
  {
    title: 'Fattore proposto',
    dataIndex: 'proposedFactor',
    align: 'right',
    render: (factor: number) => <strong>{`${factorText(factor)} (${percentChange(factor)})`}</strong>,
  },
  { title: '€/m² ora', dataIndex: 'pricePerSqmBefore', align: 'right', render: perSqm },
  { title: '€/m² con la proposta', dataIndex: 'pricePerSqmAfter', align: 'right', render: perSqm },
];

const SET_ZONE_COLUMNS: ColumnsType<ZoneCorrectionView> = [
  { title: 'Comune', dataIndex: 'comuneName' },
  { title: 'Zona', key: 'zone', render: (_value, zone) => zoneLabel(zone) },
  { title: 'Vendite', dataIndex: 'salesCount', align: 'right' },
  { title: 'Rapporto mediano', dataIndex: 'rawRatio', align: 'right', render: (ratio: number) => factorText(ratio) },
  { title: 'Fattore', dataIndex: 'factor', align: 'right', render: (factor: number) => `${factorText(factor)} (${percentChange(factor)})` },
];

/**
 * 'Correzioni di zona' (titolare): what the agency's sales say about each zone's price, applied as a new
 * version only when the titolare decides, with every version kept and undoable.
 */
export function ZoneCorrectionsPage() {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const preview = useQuery({ ...zoneCorrectionPreviewQuery(), meta: INLINE_FAILURE });
  const history = useQuery({ ...zoneCorrectionHistoryQuery(), meta: INLINE_FAILURE });
  const [applying, setApplying] = useState(false);
  const [note, setNote] = useState('');

  const changed = async (title: string) => {
    notification.success({ title });
    await queryClient.invalidateQueries({ queryKey: zoneCorrectionKeys.all });
  };
  const apply = useMutation({
    mutationFn: applyZoneCorrections,
    meta: { failure: FAILURES.zoneCorrectionsChange },
    onSuccess: async (result) => {
      setApplying(false);
      setNote('');
      await changed(`Correzioni applicate: versione ${result.activeVersion ?? ''}`);
    },
  });
  const revert = useMutation({
    mutationFn: revertZoneCorrections,
    meta: { failure: FAILURES.zoneCorrectionsChange },
    onSuccess: (result) =>
      changed(result.activeVersion === null ? 'Correzioni annullate: nessuna correzione in uso' : `Torna in uso la versione ${result.activeVersion}`),
  });
  const activate = useMutation({
    mutationFn: activateZoneCorrections,
    meta: { failure: FAILURES.zoneCorrectionsChange },
    onSuccess: (result) => changed(`In uso la versione ${result.activeVersion ?? ''}`),
  });
  const deactivate = useMutation({
    mutationFn: deactivateZoneCorrections,
    meta: { failure: FAILURES.zoneCorrectionsChange },
    onSuccess: () => changed('Nessuna correzione in uso'),
  });
  const busy = apply.isPending || revert.isPending || activate.isPending || deactivate.isPending;
  const zones = preview.data?.zones ?? [];
  const hasSales = zones.some((zone) => zone.salesCount > 0);

  const setColumns: ColumnsType<ZoneCorrectionSetView> = [
    { title: 'Versione', dataIndex: 'version' },
    { title: 'Data', dataIndex: 'createdAt', render: (createdAt: string) => formatDateTime(createdAt) },
    { title: 'Applicata da', dataIndex: 'createdBy', render: (createdBy: string | null) => createdBy ?? '—' },
    { title: 'Nota', dataIndex: 'note', render: (value: string | null) => value ?? '—' },
    { title: 'Zone', key: 'zones', align: 'right', render: (_value, set) => set.zones.length },
    { title: 'Stato', dataIndex: 'active', render: (active: boolean) => (active ? <Tag color="green">In uso</Tag> : <Tag>Non in uso</Tag>) },
    {
      title: 'Azioni',
      key: 'actions',
      render: (_value, set) =>
        set.active ? (
          <Popconfirm
            title={`Annullare la versione ${set.version}?`}
            description="Torna in uso la versione precedente (o nessuna correzione). Le stime già fatte non cambiano."
            okText="Annulla la versione"
            cancelText="Indietro"
            onConfirm={() => revert.mutate(set.version)}
          >
            <Button size="small" danger disabled={busy}>
              Annulla
            </Button>
          </Popconfirm>
        ) : (
          <Button size="small" disabled={busy} onClick={() => activate.mutate(set.version)} aria-label={`Rimetti in uso la versione ${set.version}`}>
            Rimetti in uso
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeading title="Correzioni di zona" />
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Le vendite registrate dall'agenzia correggono il prezzo al m² della loro zona. Per ogni zona: il rapporto mediano tra prezzo di vendita e
          stima, avvicinato a 1 quando le vendite sono poche (fattore = 1 + (rapporto − 1) × n / (n + {preview.data?.shrinkageSales ?? 5})), e
          comunque tra {factorText(preview.data?.bounds.min ?? 0.8)} e {factorText(preview.data?.bounds.max ?? 1.2)}. Le correzioni valgono per le
          nuove stime solo dopo averle applicate; ogni versione resta nello storico e si può annullare.
        </Typography.Paragraph>

        <Card
          title="Proposta dalle vendite registrate"
          size="small"
          extra={
            <Button type="primary" disabled={!hasSales || busy} onClick={() => setApplying(true)}>
              Applica le correzioni
            </Button>
          }
        >
          {preview.isError ? (
            <Alert type="error" showIcon title="Impossibile calcolare la proposta. Riprova più tardi." />
          ) : (
            <ScrollTable<ZoneCorrectionPreviewZone>
              label="Proposta di correzione"
              rowKey={(zone) => `${zone.comuneCode}:${zone.zoneCode}`}
              columns={PREVIEW_COLUMNS}
              dataSource={zones}
              loading={preview.isPending}
              pagination={false}
              scroll={{ x: 900 }}
              locale={{ emptyText: 'Nessuna vendita con una stima registrata: registra gli esiti "venduto" sulle schede dei contatti.' }}
            />
          )}
        </Card>

        <Card
          title="Versioni"
          size="small"
          extra={
            history.data?.activeVersion ? (
              <Popconfirm title="Non usare nessuna correzione?" okText="Disattiva" cancelText="Indietro" onConfirm={() => deactivate.mutate()}>
                <Button disabled={busy}>Disattiva tutte</Button>
              </Popconfirm>
            ) : null
          }
        >
          {history.isError ? (
            <Alert type="error" showIcon title="Impossibile caricare le versioni. Riprova più tardi." />
          ) : (
            <ScrollTable<ZoneCorrectionSetView>
              label="Versioni delle correzioni"
              rowKey="version"
              columns={setColumns}
              dataSource={history.data?.sets ?? []}
              loading={history.isPending}
              pagination={false}
              scroll={{ x: 800 }}
              expandable={{
                expandedRowRender: (set) => (
                  <ScrollTable<ZoneCorrectionView>
                    label={`Zone della versione ${set.version}`}
                    size="small"
                    rowKey={(zone) => `${zone.comuneCode}:${zone.zoneCode}`}
                    columns={SET_ZONE_COLUMNS}
                    dataSource={set.zones}
                    pagination={false}
                  />
                ),
              }}
              locale={{ emptyText: 'Nessuna correzione applicata finora.' }}
            />
          )}
        </Card>
      </Flex>

      <Modal
        open={applying}
        title="Applica le correzioni di zona"
        okText="Applica"
        cancelText="Annulla"
        confirmLoading={apply.isPending}
        onOk={() => apply.mutate(note.trim() ? { note: note.trim() } : {})}
        onCancel={() => setApplying(false)}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            Le nuove stime useranno i fattori proposti da subito; le stime già fatte non cambiano. Potrai annullare questa versione.
          </Typography.Text>
          <Input.TextArea
            aria-label="Nota"
            placeholder="Nota (facoltativa): perché applichi questa versione"
            maxLength={ZONE_CORRECTION_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Space>
      </Modal>
    </>
  );
}
