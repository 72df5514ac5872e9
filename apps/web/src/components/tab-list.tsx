import { Tabs, type TabsListProps } from '@mantine/core';

/** A row of tabs inside `Tabs`, in order; each tab's test id is `tab-<value>`. */
export function TabList({
  tabs,
  ...props
}: Omit<TabsListProps, 'children'> & { tabs: { value: string; label: string }[] }) {
  return (
    <Tabs.List {...props}>
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.value} value={tab.value} data-testid={`tab-${tab.value}`}>
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
