import { Tag } from 'antd';
import { contactStatusLabel, leadTypeListLabel, type ContactStatus, type LeadType } from '@valuta/shared/leads';

const CONTACT_STATUS_COLORS: Record<ContactStatus, string> = {
  new: 'blue',
  read: 'default',
  contacted: 'gold',
  closed: 'green',
};

const LEAD_TYPE_COLORS: Record<LeadType, string> = { hot: 'volcano', curious: 'cyan', unknown: 'default' };

export function ContactStatusTag({ status }: { status: ContactStatus }) {
  return <Tag color={CONTACT_STATUS_COLORS[status] ?? 'default'}>{contactStatusLabel(status)}</Tag>;
}

/** A lead type in the contacts list's words (the contact card's selector has its own, LEAD_TYPE_DETAIL_LABELS). */
export function LeadTypeTag({ leadType }: { leadType: LeadType }) {
  return <Tag color={LEAD_TYPE_COLORS[leadType] ?? 'default'}>{leadTypeListLabel(leadType)}</Tag>;
}
