import { Tag } from 'antd';
import { LEAD_TYPE_COLORS } from './lead-type-colors';
import { contactStatusLabel, leadTypeLabel, type ContactStatus, type LeadType } from '@valuta/shared/leads/statuses';

const CONTACT_STATUS_COLORS: Record<ContactStatus, string> = {
  new: 'blue',
  read: 'default',
  contacted: 'gold',
  closed: 'green',
};

export function ContactStatusTag({ status }: { status: ContactStatus }) {
  return <Tag color={CONTACT_STATUS_COLORS[status] ?? 'default'}>{contactStatusLabel(status)}</Tag>;
}

/** A lead type in the one word every screen uses for it. */
export function LeadTypeTag({ leadType }: { leadType: LeadType }) {
  return <Tag color={LEAD_TYPE_COLORS[leadType] ?? 'default'}>{leadTypeLabel(leadType)}</Tag>;
}
