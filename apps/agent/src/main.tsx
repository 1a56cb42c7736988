import { mountApp } from '@uniguide/client';
import { createAppRouter } from './router';
import './styles.css';

mountApp(createAppRouter);
