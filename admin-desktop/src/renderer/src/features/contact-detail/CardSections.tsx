import { Flex, Grid, Radio, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';

export interface CardSection {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The sections of a lead's card. On a desk, tabs. On a phone the tab list would hide its last sections behind
 * "…": there every section is a button of a group that wraps onto a second line, each one tap away.
 */
export function CardSections({ sections }: { sections: CardSection[] }) {
  const screens = Grid.useBreakpoint();
  const [active, setActive] = useState(sections[0]?.key);
  const current = sections.find((section) => section.key === active) ?? sections[0];

  if (screens.md) return <Tabs activeKey={current?.key} onChange={setActive} items={sections} />;
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label="Sezione della scheda"
        optionType="button"
        value={current?.key}
        onChange={(event) => setActive(event.target.value as string)}
        options={sections.map((section) => ({ value: section.key, label: section.label }))}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      />
      {current && (
        <section aria-label={current.label} key={current.key}>
          {current.children}
        </section>
      )}
    </Flex>
  );
}
