import { mountApp } from '@uniguide/client';
import { appCatalog } from './i18n/catalog';
import { createAppRouter } from './router';
import './styles.css';

void mountApp(createAppRouter, appCatalog);
