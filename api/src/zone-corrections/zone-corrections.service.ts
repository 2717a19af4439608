/**
 * The agency's zone corrections (learn.ts says how a factor is learned): the preview of what the sales say
 * now, applying it as a new version, undoing a version, and the history. Every change is audited and made in
 * one transaction that locks the versions, so two titolari acting at once cannot leave two sets active.
 */
import type { ZoneCorrectionHistoryResponse, ZoneCorrectionPreviewResponse, ZoneCorrectionPreviewZone, ZoneCorrectionSetView } from '@valuta/shared';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { z } from 'zod';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Database } from '../infra/db/index.js';
import { conflict, notFound } from '../infra/errors.js';
import type { ValuationDomain } from '../valuation/valuation-domain.js';
import type { ActiveCorrections } from './active-corrections.js';
import { FACTOR_BOUNDS, SHRINKAGE_SALES, learnZones, zoneKey, type LearnedZone, type Sale } from './learn.js';
import { presentSet, type ZoneNames } from './zone-corrections.presenter.js';

export const NO_SALES_MESSAGE = 'Non ci sono ancora vendite con una stima da cui imparare: registra prima qualche esito "venduto".';
export const VERSION_NOT_FOUND_MESSAGE = 'Versione delle correzioni non trovata.';
export const NOT_ACTIVE_MESSAGE = 'Si può annullare solo la versione in uso.';
const BUSY_MESSAGE = 'Le correzioni sono state appena cambiate da un altro utente: ricarica la pagina e riprova.';

/** Only the zone correction an estimate carried is read from a stored result. */
const AppliedCorrectionSchema = z.looseObject({ zoneCorrection: z.looseObject({ factor: z.number() }).nullable().optional() });
const appliedFactorOf = (result: unknown) => AppliedCorrectionSchema.safeParse(result).data?.zoneCorrection?.factor ?? 1;

const round10 = (value: number) => Math.round(value / 10) * 10;

export function createZoneCorrections(deps: { db: Database; audit: AuditLog; domain: ValuationDomain; active: ActiveCorrections }) {
  const { db, audit, domain, active } = deps;
  const { LeadOutcome, Valuation, ValuationVersion, ZoneCorrectionSet, ZoneCorrection, TeamMember } = db.models;

  /** The sold outcomes with a price, an estimate and a zone, each with the zone factor its estimate carried. */
  async function sales(): Promise<Sale[]> {
    const outcomes = await LeadOutcome.findAll({
      where: {
        outcome: 'sold',
        salePrice: { [Op.gt]: 0 },
        estimatedValue: { [Op.gt]: 0 },
        comuneCode: { [Op.ne]: null },
        zoneCode: { [Op.ne]: null },
      },
    });
    const valuationIds = [...new Set(outcomes.flatMap((outcome) => (outcome.valuationId ? [outcome.valuationId] : [])))];
    const [versions, valuations] = valuationIds.length
      ? await Promise.all([
          ValuationVersion.findAll({ where: { valuationId: valuationIds }, attributes: ['valuationId', 'version', 'result'] }),
          Valuation.findAll({ where: { id: valuationIds }, attributes: ['id', 'result'] }),
        ])
      : [[], []];
    const versionFactor = new Map(versions.map((row) => [`${row.valuationId}#${row.version}`, appliedFactorOf(row.result)]));
    const currentFactor = new Map(valuations.map((row) => [row.id, appliedFactorOf(row.result)]));
    return outcomes.map((outcome) => ({
      comuneCode: outcome.comuneCode!,
      zoneCode: outcome.zoneCode!,
      salePrice: outcome.salePrice!,
      estimatedValue: outcome.estimatedValue!,
      // The copied estimate is the version it names when the valuation was refined, the valuation's own otherwise.
      appliedFactor: outcome.valuationId
        ? (versionFactor.get(`${outcome.valuationId}#${outcome.valuationVersion}`) ?? currentFactor.get(outcome.valuationId) ?? 1)
        : 1,
    }));
  }

  /** Names and €/m² of the zones shown, from the price book. */
  async function zoneNames(keys: Array<{ comuneCode: string; zoneCode: string }>): Promise<ZoneNames> {
    const names: ZoneNames = new Map();
    for (const { comuneCode, zoneCode } of keys) {
      const price = await domain.zonePrice(comuneCode, zoneCode);
      names.set(zoneKey(comuneCode, zoneCode), {
        comuneName: domain.comuneByIstat(comuneCode)?.name ?? comuneCode,
        zoneName: price?.code === zoneCode.toUpperCase() ? price.name : zoneCode,
        priceMid: price?.code === zoneCode.toUpperCase() ? price.priceMid : null,
      });
    }
    return names;
  }

  async function history(): Promise<ZoneCorrectionHistoryResponse> {
    const sets = await ZoneCorrectionSet.findAll({
      include: [{ model: ZoneCorrection, as: 'corrections' }],
      order: [
        ['version', 'DESC'],
        [{ model: ZoneCorrection, as: 'corrections' }, 'comuneCode', 'ASC'],
        [{ model: ZoneCorrection, as: 'corrections' }, 'zoneCode', 'ASC'],
      ],
    });
    const adminIds = [...new Set(sets.flatMap((set) => (set.createdByAdminId ? [set.createdByAdminId] : [])))];
    const admins = adminIds.length ? await TeamMember.findAll({ where: { id: adminIds }, attributes: ['id', 'email'] }) : [];
    const emails = new Map(admins.map((admin) => [admin.id, admin.email]));
    const names = await zoneNames(sets.flatMap((set) => set.corrections ?? []));
    const views: ZoneCorrectionSetView[] = sets.map((set) => presentSet(set, emails, names));
    return { activeVersion: sets.find((set) => set.active)?.version ?? null, sets: views };
  }

  /** Runs a change of the active version with the versions locked; a concurrent first apply is a 409. */
  async function change(work: (transaction: Transaction) => Promise<void>): Promise<ZoneCorrectionHistoryResponse> {
    try {
      await db.write(async (transaction) => {
        await ZoneCorrectionSet.findAll({ attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
        await work(transaction);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw conflict(BUSY_MESSAGE);
      throw error;
    }
    await active.reload();
    return history();
  }

  async function makeActive(setId: number | null, transaction: Transaction): Promise<void> {
    await ZoneCorrectionSet.update({ active: false }, { where: { active: true }, transaction });
    if (setId !== null) await ZoneCorrectionSet.update({ active: true }, { where: { id: setId }, transaction });
  }

  async function findVersion(version: number, transaction: Transaction) {
    const set = await ZoneCorrectionSet.findOne({ where: { version }, transaction });
    if (!set) throw notFound(VERSION_NOT_FOUND_MESSAGE);
    return set;
  }

  const auditVersions = (actor: AuditActor, action: string, from: number | null, to: number | null, transaction: Transaction, extra = {}) =>
    audit.record(
      actor,
      { action, entityType: 'zone_corrections', entityId: to ?? from ?? 0, before: { activeVersion: from }, after: { activeVersion: to, ...extra } },
      transaction,
    );

  return {
    history,

    /** GET /preview: what an apply would store now, zone by zone, next to what is active. */
    async preview(): Promise<ZoneCorrectionPreviewResponse> {
      const learned = learnZones(await sales());
      const current = await active.snapshot(true);
      const byKey = new Map<string, { comuneCode: string; zoneCode: string; learned: LearnedZone | null }>();
      for (const zone of learned) byKey.set(zoneKey(zone.comuneCode, zone.zoneCode), { ...zone, learned: zone });
      for (const key of current.byZone.keys()) {
        if (byKey.has(key)) continue;
        const [comuneCode = '', zoneCode = ''] = key.split(':');
        byKey.set(key, { comuneCode, zoneCode, learned: null });
      }
      const names = await zoneNames([...byKey.values()]);
      const zones: ZoneCorrectionPreviewZone[] = [...byKey.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, zone]) => {
          const name = names.get(key);
          const currentFactor = current.byZone.get(key)?.factor ?? 1;
          const proposedFactor = zone.learned?.factor ?? 1;
          return {
            comuneCode: zone.comuneCode,
            comuneName: name?.comuneName ?? zone.comuneCode,
            zoneCode: zone.zoneCode,
            zoneName: name?.zoneName ?? zone.zoneCode,
            salesCount: zone.learned?.salesCount ?? 0,
            rawRatio: zone.learned?.rawRatio ?? null,
            proposedFactor,
            currentFactor,
            pricePerSqmBefore: name?.priceMid ? round10(name.priceMid * currentFactor) : null,
            pricePerSqmAfter: name?.priceMid ? round10(name.priceMid * proposedFactor) : null,
          };
        });
      return { activeVersion: current.version, shrinkageSales: SHRINKAGE_SALES, bounds: { ...FACTOR_BOUNDS }, zones };
    },

    /** POST /: learns from the sales recorded now and makes the result the new active version. */
    async apply(actor: AuditActor, note: string | undefined): Promise<ZoneCorrectionHistoryResponse> {
      const learned = learnZones(await sales());
      if (!learned.length) throw conflict(NO_SALES_MESSAGE);
      return change(async (transaction) => {
        const previous = await ZoneCorrectionSet.findOne({ where: { active: true }, transaction });
        const last = (await ZoneCorrectionSet.max<number | null, InstanceType<typeof ZoneCorrectionSet>>('version', { transaction })) ?? 0;
        const set = await ZoneCorrectionSet.create({ version: last + 1, note: note || null, createdByAdminId: actor.id }, { transaction });
        await ZoneCorrection.bulkCreate(
          learned.map((zone) => ({ setId: set.id, ...zone })),
          { transaction },
        );
        await makeActive(set.id, transaction);
        await auditVersions(actor, 'zone_corrections.apply', previous?.version ?? null, set.version, transaction, {
          note: note || null,
          factors: Object.fromEntries(learned.map((zone) => [zoneKey(zone.comuneCode, zone.zoneCode), zone.factor])),
        });
      });
    },

    /** POST /:version/revert: undoes the active version; the version before it (or none) becomes active. */
    async revert(actor: AuditActor, version: number): Promise<ZoneCorrectionHistoryResponse> {
      return change(async (transaction) => {
        const set = await findVersion(version, transaction);
        if (!set.active) throw conflict(NOT_ACTIVE_MESSAGE);
        const previous = await ZoneCorrectionSet.findOne({ where: { version: { [Op.lt]: version } }, order: [['version', 'DESC']], transaction });
        await makeActive(previous?.id ?? null, transaction);
        await auditVersions(actor, 'zone_corrections.revert', version, previous?.version ?? null, transaction);
      });
    },

    /** POST /:version/activate: brings back any version of the history. */
    async activate(actor: AuditActor, version: number): Promise<ZoneCorrectionHistoryResponse> {
      return change(async (transaction) => {
        const set = await findVersion(version, transaction);
        const previous = await ZoneCorrectionSet.findOne({ where: { active: true }, transaction });
        await makeActive(set.id, transaction);
        await auditVersions(actor, 'zone_corrections.activate', previous?.version ?? null, version, transaction);
      });
    },

    /** POST /deactivate: no correction at all; the history stays. */
    async deactivate(actor: AuditActor): Promise<ZoneCorrectionHistoryResponse> {
      return change(async (transaction) => {
        const previous = await ZoneCorrectionSet.findOne({ where: { active: true }, transaction });
        await makeActive(null, transaction);
        await auditVersions(actor, 'zone_corrections.deactivate', previous?.version ?? null, null, transaction);
      });
    },
  };
}
