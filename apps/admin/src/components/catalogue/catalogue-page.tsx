import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@uniguide/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { ConsolePage } from '../common/page-header';
import { ImportPanel } from './import-panel';
import { ProgramsTab } from './programs-tab';
import { UniversitiesTab } from './universities-tab';

/** Catalogue management: universities, programs (hide rather than delete when applied to) and the importer. */
export function CataloguePage() {
  const { t } = useLingui();
  usePageTitle(t`Catalogue`, t`Manage universities and programs, and import catalogue files.`);
  return (
    <ConsolePage
      title={t`Catalogue`}
      description={t`Universities and programs agents apply to. Hidden programs stay here but leave the public catalogue.`}
    >
      <Tabs defaultValue="programs" className="grid gap-4">
        <TabsList>
          <TabsTrigger value="programs">
            <Trans>Programs</Trans>
          </TabsTrigger>
          <TabsTrigger value="universities">
            <Trans>Universities</Trans>
          </TabsTrigger>
          <TabsTrigger value="import">
            <Trans>Import</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="programs">
          <ProgramsTab />
        </TabsContent>
        <TabsContent value="universities">
          <UniversitiesTab />
        </TabsContent>
        <TabsContent value="import">
          <ImportPanel />
        </TabsContent>
      </Tabs>
    </ConsolePage>
  );
}
