import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { describe, expect, it } from 'vitest';

import { I18nProvider } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';
import { messagesOf } from '../../test/render';
import { Button, NumberStepper, Spinner, Table, Tabs, TextInput, useConfirm } from '.';

function renderIn(locale: Locale, ui: ReactElement) {
  return render(
    <I18nProvider locale={locale} messages={messagesOf(locale)}>
      {ui}
    </I18nProvider>,
  );
}

function AskDemo() {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <Button onClick={() => void confirm('حذف هذا المسافر؟')}>اسأل</Button>
      {dialog}
    </>
  );
}

function StepperDemo({ unit }: { unit?: string }) {
  const [value, setValue] = useState(2);
  return <NumberStepper label="عدد المسافرين" unit={unit} min={1} max={9} value={value} onChange={setValue} />;
}

describe('the kit in Arabic', () => {
  it('asks for confirmation with Arabic default title and buttons, and an Arabic close button', async () => {
    const user = userEvent.setup();
    renderIn('ar', <AskDemo />);
    await user.click(screen.getByRole('button', { name: 'اسأل' }));
    expect(screen.getByRole('alertdialog', { name: 'يرجى التأكيد' })).toHaveTextContent('حذف هذا المسافر؟');
    expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'حذف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('says loading and nothing-here-yet in Arabic', () => {
    renderIn(
      'ar',
      <>
        <Spinner />
        <Table caption="الحجوزات" columns={[{ key: 'name', header: 'الاسم' }]} rows={[]} rowKey={() => 0} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
    expect(screen.getByRole('cell')).toHaveTextContent('لا يوجد شيء هنا بعد.');
  });

  it('shows a known field error translated, and any other as it is', () => {
    renderIn(
      'ar',
      <>
        <TextInput label="البريد الإلكتروني" error="Please log in to continue." />
        <TextInput label="الاسم" error="Something only this form says." />
      </>,
    );
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription('يرجى تسجيل الدخول للمتابعة.');
    expect(screen.getByLabelText('الاسم')).toHaveAccessibleDescription('Something only this form says.');
  });

  it('names the stepper buttons with the unit, and the left arrow counts up right-to-left', async () => {
    const user = userEvent.setup();
    const { unmount } = renderIn('ar', <StepperDemo unit="مسافر" />);
    expect(screen.getByRole('button', { name: 'إزالة مسافر' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إضافة مسافر' }));
    const value = screen.getByRole('spinbutton', { name: 'عدد المسافرين' });
    expect(value).toHaveAttribute('aria-valuenow', '3');
    value.focus();
    await user.keyboard('{ArrowLeft}');
    expect(value).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(value).toHaveAttribute('aria-valuenow', '2');
    unmount();
    renderIn('id', <StepperDemo />);
    expect(screen.getByRole('button', { name: 'Kurangi satu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah satu' })).toBeInTheDocument();
  });

  it('moves to the next tab with the left arrow right-to-left', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [value, setValue] = useState<'a' | 'b'>('a');
      return (
        <Tabs
          id="t"
          label="أقسام"
          value={value}
          onChange={setValue}
          tabs={[
            { value: 'a', label: 'الأول' },
            { value: 'b', label: 'الثاني' },
          ]}
        />
      );
    }
    renderIn('ar', <Demo />);
    await user.click(screen.getByRole('tab', { name: 'الأول' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'الثاني' })).toHaveAttribute('aria-selected', 'true');
  });
});
