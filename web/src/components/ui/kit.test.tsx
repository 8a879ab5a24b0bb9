import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Alert, Badge, Button, EmptyState, Table, TabPanel, Tabs, TextInput, useConfirm } from '.';

describe('Alert', () => {
  it('announces errors at once and the rest politely', () => {
    render(
      <>
        <Alert variant="error">Broken</Alert>
        <Alert variant="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('Button', () => {
  it('defaults to type=button and is disabled while loading', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Badge', () => {
  it('carries its variant', () => {
    render(<Badge variant="gold">ADMIN</Badge>);
    expect(screen.getByText('ADMIN')).toHaveClass('badge--gold');
  });
});

describe('EmptyState', () => {
  it('is plain text in a page, or the page title when it is all the page shows', () => {
    const { unmount } = render(<EmptyState title="No packages yet." />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();
    render(<EmptyState title="Start from Home search." pageTitle />);
    expect(screen.getByRole('heading', { level: 1, name: 'Start from Home search.' })).toBeInTheDocument();
  });
});

describe('TextInput', () => {
  it('labels the input and ties hint and error to it', () => {
    render(<TextInput label="Email" hint="We reply here" error="Required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We reply here Required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

function TabsDemo() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <Tabs
        id="demo"
        label="Demo"
        value={value}
        onChange={setValue}
        tabs={[
          { value: 'a', label: 'First' },
          { value: 'b', label: 'Second', disabled: true },
          { value: 'c', label: 'Third' },
        ]}
      />
      <TabPanel tabsId="demo" value={value}>
        Panel {value}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('moves between enabled tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<TabsDemo />);
    await user.click(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toHaveTextContent('Panel c');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Table', () => {
  const columns = [
    { key: 'name', header: 'Name' },
    { key: 'role', header: 'Role', render: (row: { role: string }) => <Badge>{row.role}</Badge> },
  ];

  it('renders rows through the column renderers', () => {
    render(
      <Table
        caption="Users"
        columns={columns}
        rows={[{ id: 1, name: 'Amina', role: 'ADMIN' }]}
        rowKey={(row) => row.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Amina' })).toBeInTheDocument();
    expect(screen.getByText('ADMIN')).toHaveClass('badge');
  });

  it('shows the empty text', () => {
    render(<Table caption="Modes" columns={columns} rows={[]} rowKey={() => 0} empty="No modes yet." />);
    expect(screen.getByText('No modes yet.')).toBeInTheDocument();
  });

  it('is a focusable, named region only while it scrolls sideways (keyboard users can scroll it)', () => {
    const observed: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {
          observed.push(callback);
        }
        observe() {
          this.callback();
        }
        disconnect() {}
      },
    );
    const widths = { scrollWidth: 500, clientWidth: 500 };
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scrollWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.clientWidth);
    render(<Table caption="Bookings" columns={columns} rows={[]} rowKey={() => 0} />);
    expect(screen.queryByRole('region', { name: 'Bookings' })).not.toBeInTheDocument();

    widths.scrollWidth = 900;
    act(() => observed.forEach((callback) => callback()));
    expect(screen.getByRole('region', { name: 'Bookings' })).toHaveAttribute('tabindex', '0');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});

function DeleteDemo({ onDelete }: { onDelete: () => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <Button
        onClick={() => {
          void confirm('Delete this user?').then((confirmed) => {
            if (confirmed) onDelete();
          });
        }}
      >
        Delete
      </Button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks in a dialog and resolves with the answer', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteDemo onDelete={onDelete} />);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Delete this user?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirmButton = screen.getAllByRole('button', { name: 'Delete' }).at(-1)!;
    await user.click(confirmButton);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
