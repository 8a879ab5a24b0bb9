import { TextField } from '../../../components/form';
import { TitleAndTextTabs, type TitleAndTextTabsProps } from '../../components/TitleAndTextTabs';

/** A module's fields, in ModuleForm (create) and ModuleEditor (`saved`: the module edited). */
export function ModuleFields({ saved }: { saved?: TitleAndTextTabsProps['saved'] }) {
  return (
    <>
      <TextField
        name="slug"
        label="Slug"
        required
        hint={
          saved
            ? 'Its address: /training/<slug>; old links stop working'
            : 'Lowercase letters, digits and dashes, e.g. umrah-basics'
        }
      />
      <TitleAndTextTabs
        id={saved ? 'module-language' : 'new-module-language'}
        text={{ name: 'description', label: 'Description', rows: saved ? 4 : 3 }}
        saved={saved}
      />
    </>
  );
}
