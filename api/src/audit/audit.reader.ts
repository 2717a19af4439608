/** The audit log as 'Registro attività' reads it: newest first, filtered by member, action and record, one page. */
import { Op, type WhereOptions } from 'sequelize';
import type { AuditLogQuery, AuditLogResponse } from '@valuta/shared';
import type { Models } from '../models/index.js';
import { presentAuditEntry } from './audit.presenter.js';

export function createAuditReader({ models }: { models: Pick<Models, 'AuditLogEntry'> }) {
  return {
    async list(query: AuditLogQuery): Promise<AuditLogResponse> {
      const conditions: WhereOptions[] = [];
      if (query.actorId !== undefined) conditions.push({ adminUserId: query.actorId });
      // An action filter names an exact action ('contact.status') or a family ('contact', 'seller_contact'). '%'
      // is dropped from the family; '_' stays, as LIKE's one-character wildcard also matches itself.
      if (query.action) conditions.push({ action: { [Op.or]: [query.action, { [Op.like]: `${query.action.replace(/[%\\]/g, '')}.%` }] } });
      if (query.entityType) conditions.push({ entityType: query.entityType });
      if (query.entityId) conditions.push({ entityId: query.entityId });
      const where = conditions.length > 0 ? { [Op.and]: conditions } : {};
      const [totalCount, entries] = await Promise.all([
        models.AuditLogEntry.count({ where }),
        models.AuditLogEntry.findAll({
          where,
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          limit: query.limit,
          offset: query.offset,
        }),
      ]);
      return { entries: entries.map(presentAuditEntry), totalCount };
    },
  };
}
