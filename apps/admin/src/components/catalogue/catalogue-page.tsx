import { Tabs, TabsContent, TabsList, TabsTrigger } from '@uniguide/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { ConsolePage } from '../common/page-header';
import { ImportPanel } from './import-panel';
import { ProgramsTab } from './programs-tab';
import { UniversitiesTab } from './universities-tab';

/** Catalogue management: universities, programs (hide rather than delete when applied to) and the importer. */
export function CataloguePage() {
  usePageTitle('Catalogue', 'Manage universities and programs, and import catalogue files.');
  return (
    <ConsolePage
      title="Catalogue"
      description="Universities and programs agents apply to. Hidden programs stay here but leave the public catalogue."
    >
      <Tabs defaultValue="programs" className="grid gap-4">
        <TabsList>
          <TabsTrigger value="programs">Programs</TabsTrigger>
          <TabsTrigger value="universities">Universities</TabsTrigger>
          <TabsTrigger value="import">Import</TabsTrigger>
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
