/** A member's own card for the owners of the homes they follow: phone (and WhatsApp) and photo, audited. */
import { AGENT_PHOTO_NOT_FOUND_MESSAGE, type AgentCard } from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Database } from '../infra/db/index.js';
import { validationFailed } from '../infra/errors.js';

const cardOf = (member: { phone: string | null; photoId: string | null }): AgentCard => ({ phone: member.phone, photo_id: member.photoId });

export function createAgentCards({ db, audit }: { db: Database; audit: AuditLog }) {
  const { TeamMember, AgencyPhoto } = db.models;
  return {
    async get(actor: AuditActor): Promise<AgentCard> {
      return cardOf(await TeamMember.findByPk(actor.id, { rejectOnEmpty: true }));
    },

    /** The photo must be one of the agency's uploaded photos. */
    async set(actor: AuditActor, card: AgentCard): Promise<AgentCard> {
      if (card.photo_id && !(await AgencyPhoto.findByPk(card.photo_id, { attributes: ['id'] }))) {
        throw validationFailed({ photo_id: AGENT_PHOTO_NOT_FOUND_MESSAGE });
      }
      const member = await TeamMember.findByPk(actor.id, { rejectOnEmpty: true });
      const before = cardOf(member);
      await db.write(async (transaction) => {
        await member.update({ phone: card.phone, photoId: card.photo_id }, { transaction });
        await audit.record(
          actor,
          { action: 'team.owner_card', entityType: 'admin_user', entityId: actor.id, before, after: cardOf(member) },
          transaction,
        );
      });
      return cardOf(member);
    },
  };
}
