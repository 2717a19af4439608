import { Tag } from 'antd';
import {
  contactStatusLabel,
  leadTypeDetailLabel,
  leadTypeListLabel,
} from '@valuta/shared/statuses';

const CONTACT_STATUS_COLORS: Record<string, string> = {
  new: 'blue',
  read: 'default',
  contacted: 'gold',
  closed: 'green',
};

const LEAD_TYPE_COLORS: Record<string, string> = { hot: 'volcano', curious: 'cyan', unknown: 'default' };

export function ContactStatusTag({ status }: { status: string }) {
  return <Tag color={CONTACT_STATUS_COLORS[status] ?? 'default'}>{contactStatusLabel(status)}</Tag>;
}

/** The list reads lead types one way, the card another (spec §4): `reading` picks which. */
export function LeadTypeTag({ leadType, reading = 'list' }: { leadType: string; reading?: 'list' | 'detail' }) {
  const label = reading === 'list' ? leadTypeListLabel(leadType) : leadTypeDetailLabel(leadType);
  return <Tag color={LEAD_TYPE_COLORS[leadType] ?? 'default'}>{label}</Tag>;
}
