import { TextField } from '../../../components/form';
import { TitleAndTextTabs, type TitleAndTextTabsProps } from '../../components/TitleAndTextTabs';

/** A lesson's fields, in LessonForm (create) and LessonEditor (`saved`: the lesson edited). */
export function LessonFields({ saved }: { saved?: TitleAndTextTabsProps['saved'] }) {
  const tabs = (
    <TitleAndTextTabs
      id={saved ? 'lesson-language' : 'new-lesson-language'}
      text={{ name: 'content', label: 'Content', rows: saved ? 8 : 5 }}
      wideTitle
      saved={saved}
    />
  );
  if (saved)
    return (
      <>
        <TextField name="order" label="Order" type="number" min={1} step={1} required />
        <TextField name="videoUrl" label="Video URL" type="url" hint="Empty: no video" placeholder="https://…" />
        {tabs}
      </>
    );
  return (
    <>
      <div className="admin-form admin-form--pair">
        <TextField name="order" label="Order" type="number" min={1} step={1} hint="Whole number; 1 if left blank" />
        <TextField name="videoUrl" label="Video URL" type="url" hint="Optional" placeholder="https://…" />
      </div>
      {tabs}
    </>
  );
}
